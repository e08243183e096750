import { describe, expect, it } from 'vitest';
import {
  pipelineParamsOf,
  pipelineSearch,
  pipelineVariables,
  rangeText,
  stageFromParam,
} from './pipelineParams';

describe('the pipeline URL state', () => {
  it('reads the stage, search, page and size, and falls back on anything else', () => {
    expect(
      pipelineParamsOf(new URLSearchParams('stage=past-deadline&search=ann&page=3&pageSize=100')),
    ).toEqual({
      stage: 'PAST_DEADLINE',
      search: 'ann',
      page: 3,
      pageSize: 100,
    });
    expect(pipelineParamsOf(new URLSearchParams('stage=nope&page=-2&pageSize=7'))).toEqual({
      stage: null,
      search: '',
      page: 1,
      pageSize: 25,
    });
  });

  it('writes defaults out and round-trips', () => {
    expect(pipelineSearch({ stage: null, search: '  ', page: 1, pageSize: 25 })).toBe('');
    const view = { stage: 'PAUSED' as const, search: 'Lee', page: 2, pageSize: 50 };
    expect(pipelineSearch(view)).toBe('?stage=paused&search=Lee&page=2&pageSize=50');
    expect(pipelineParamsOf(new URLSearchParams(pipelineSearch(view)))).toEqual(view);
  });

  it('sends an empty search as none', () => {
    expect(pipelineVariables({ stage: 'DISPUTED', search: ' ', page: 1, pageSize: 25 })).toEqual({
      stage: 'DISPUTED',
      search: null,
      page: 1,
      pageSize: 25,
    });
    expect(stageFromParam('waiting')).toBe('WAITING');
  });

  it('says which rows a page shows', () => {
    expect(rangeText('Invoices', 2, 25, 25, 112)).toBe('Invoices 26–50 of 112');
    expect(rangeText('Invoices', 9, 25, 0, 112)).toBe('112 invoices');
  });
});

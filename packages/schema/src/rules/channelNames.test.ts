import { describe, expect, it } from 'vitest';
import { channelName } from './channelNames.js';

describe('channelName', () => {
  it('names the channel codes as the calendar names the channels', () => {
    expect(['INV', 'PL', 'AZ', 'Floor'].map(channelName)).toEqual([
      'Marketplace',
      'Private Label',
      'AZ Marketplace',
      'Floor Bidders',
    ]);
  });

  it('names any value containing Floor a floor bidder, and leaves an unknown code as it is', () => {
    expect(channelName('Floor Bidder')).toBe('Floor Bidders');
    expect(channelName('XYZ')).toBe('XYZ');
    // Not a key of the object's prototype either.
    expect(channelName('toString')).toBe('toString');
  });
});

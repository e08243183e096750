import { afterEach, describe, expect, it } from 'vitest';
import './fastLabelControl.ts';

/** The faster `label.control` (fastLabelControl.ts) answers as the HTML spec and jsdom's own walk do. */
describe('label control in the test DOM', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function label(html: string): HTMLLabelElement {
    document.body.innerHTML = html;
    const found = document.querySelector('label');
    if (!found) throw new Error('no label');
    return found;
  }

  it('finds the element its for names, first in tree order, and only when it is labelable', () => {
    expect(
      label('<label for="a">A</label><input id="a" name="first"><input id="a" name="second">').control,
    ).toBe(document.querySelector('input[name="first"]'));
    expect(label('<label for="d">D</label><div id="d"></div>').control).toBeNull();
    expect(label('<label for="">E</label><input id="">').control).toBeNull();
    expect(label('<label for="missing">M</label><input id="other">').control).toBeNull();
  });

  it('follows an id that moves, and an input inside a label without for', () => {
    const moving = label('<label for="x">X</label><input id="x" name="old"><input name="new">');
    document.querySelector('input[name="old"]')?.removeAttribute('id');
    document.querySelector('input[name="new"]')?.setAttribute('id', 'x');
    expect(moving.control).toBe(document.querySelector('input[name="new"]'));
    expect(label('<label>W <select name="s"></select></label>').control).toBe(
      document.querySelector('select'),
    );
  });

  it('gives inputs their labels, which getByLabelText reads', () => {
    label('<label for="q">Q</label><input id="q"><label>R <input id="r"></label>');
    const q = document.getElementById('q') as HTMLInputElement;
    expect([...(q.labels ?? [])].map((each) => each.textContent)).toEqual(['Q']);
  });

  it('keeps the walk for a label outside a document', () => {
    const detached = document.createElement('div');
    detached.innerHTML = '<label for="z">Z</label><input id="z">';
    expect(detached.querySelector('label')?.control).toBe(detached.querySelector('input'));
  });
});

/** @jest-environment jsdom */
import { uxClickFromElement } from './events';

describe('uxClickFromElement', () => {
  it('reads value, index and the enclosing component from data attributes', () => {
    document.body.innerHTML = '<nav data-ux-component="header"><a data-ux-click="Novinky" data-ux-index="2"><span id="t">Novinky</span></a></nav>';
    expect(uxClickFromElement(document.getElementById('t'))).toEqual({ value: 'Novinky', index: 2, component: 'header' });
  });

  it('gives null index and component when they are not marked, and null for unmarked clicks', () => {
    document.body.innerHTML = '<button data-ux-click="filter" id="b"></button><p id="p"></p>';
    expect(uxClickFromElement(document.getElementById('b'))).toEqual({ value: 'filter', index: null, component: null });
    expect(uxClickFromElement(document.getElementById('p'))).toBeNull();
    expect(uxClickFromElement(null)).toBeNull();
  });
});

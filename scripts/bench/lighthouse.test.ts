import { firstNode, isHomeModal } from './lighthouse';

describe('the LCP element', () => {
  // The shape of Lighthouse 12's largest-contentful-paint-element details: a list of tables.
  const details = {
    type: 'list',
    items: [
      {
        type: 'table',
        items: [
          {
            node: {
              type: 'node',
              selector: 'div.sb-host-modal > div.sb-host-modal__dialog > p.sb-host-modal__text',
              snippet: '<p class="sb-host-modal__text">',
            },
          },
        ],
      },
      { type: 'table', items: [{ phase: 'TTFB', timing: 500 }] },
    ],
  };

  it('is found inside the nested tables', () => {
    expect(firstNode(details)?.snippet).toBe('<p class="sb-host-modal__text">');
    expect(firstNode({ type: 'list', items: [] })).toBeNull();
  });

  it('is the home modal when it or an ancestor has its class', () => {
    expect(isHomeModal(firstNode(details))).toBe(true);
    expect(isHomeModal({ type: 'node', selector: 'ul.sb-sports-match-list > li' })).toBe(false);
    expect(isHomeModal(null)).toBe(false);
  });
});

import { renderMarkdown } from './render-markdown';

function rendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown);
  return container;
}

describe('renderMarkdown', () => {
  test("a task list's checkboxes are named by their item's text and stay read-only", () => {
    const html = rendered('- [x] Ask about edge cases\n- [ ] Mention the complexity');
    const boxes = [...html.querySelectorAll('input[type="checkbox"]')];
    expect(boxes.map((box) => [box.getAttribute('aria-label'), (box as HTMLInputElement).checked, (box as HTMLInputElement).disabled])).toEqual([
      ['Ask about edge cases', true, true],
      ['Mention the complexity', false, true],
    ]);
  });
});

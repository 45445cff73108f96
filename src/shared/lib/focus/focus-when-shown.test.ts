import { focusWhenShown } from './focus-when-shown';

afterEach(() => {
  document.body.innerHTML = '';
});

function heading(id: string): HTMLElement {
  const element = document.createElement('h2');
  element.id = id;
  element.tabIndex = -1;
  return element;
}

describe('focusWhenShown', () => {
  it('focuses an element already on the page', () => {
    document.body.append(heading('result'));
    focusWhenShown('result');
    expect(document.activeElement?.id).toBe('result');
  });

  it('focuses the element once it renders, not before', async () => {
    focusWhenShown('later');
    expect(document.activeElement).toBe(document.body);
    document.body.append(heading('later'));
    await Promise.resolve();
    expect(document.activeElement?.id).toBe('later');
  });
});

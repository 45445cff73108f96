import { focusWhenShown } from './focus-when-shown';

const following: Array<() => void> = [];
const focusOn = (id: string) => following.push(focusWhenShown(id));

afterEach(() => {
  following.splice(0).forEach((letGo) => letGo());
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
    focusOn('result');
    expect(document.activeElement?.id).toBe('result');
  });

  it('focuses the element once it renders, not before', async () => {
    focusOn('later');
    expect(document.activeElement).toBe(document.body);
    document.body.append(heading('later'));
    await Promise.resolve();
    expect(document.activeElement?.id).toBe('later');
  });

  it('follows the target to where it renders again while the page settles', async () => {
    const first = heading('moving');
    document.body.append(first);
    focusOn('moving');
    first.remove();
    document.body.append(heading('moving'));
    await Promise.resolve();
    expect(document.activeElement).toBe(document.getElementById('moving'));
  });

  it('lets go once the member moves focus on', async () => {
    const button = document.createElement('button');
    const first = heading('result');
    document.body.append(first, button);
    focusOn('result');
    button.focus();
    first.remove();
    document.body.append(heading('result'));
    await Promise.resolve();
    expect(document.activeElement).toBe(button);
  });
});

export { focusWhenShown } from './focus-when-shown';

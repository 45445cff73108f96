export { anyOverLimit, countedLength, isOverLimit, tooLongMessage } from './text-limit';

export { NumberTextInput } from './number-text-input';
export { formatNumberText } from './number-text';

export { RadioChoice } from './radio-choice';

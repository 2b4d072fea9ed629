export { GrowingTextarea, type GrowingTextareaProps } from './growing-textarea';

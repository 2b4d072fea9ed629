export { ReorderHandle, ReorderStatus, dropTargetProps } from './reorder-handle';

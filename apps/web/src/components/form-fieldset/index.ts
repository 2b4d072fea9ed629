export { FormFieldset } from './form-fieldset';

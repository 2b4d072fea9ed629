// The translation forms' rules, apart from the editor: a form's rules module imports them when the form first
// checks, with the contract's schemas and zod (issue 30).
export { entryFormErrors } from './entry-form-errors';

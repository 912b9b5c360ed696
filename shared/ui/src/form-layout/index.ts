// The pieces of a form page live in ../form (`@portal/ui/form`); this folder holds their examples and README.
// Forms of the portal put them together through @portal/blocks/form (SubmitForm, FormFields, useSubmit).
export { Button, CheckboxField, ErrorSummary, FormSection, RadioGroup, TextField } from '../form';

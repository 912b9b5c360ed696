// @portal/blocks/form: the one submit (useSubmit + SubmitForm) and the form engine (FormFields draws a
// form described by data). Field primitives stay in @portal/ui/form.
import '@portal/ui/form';

export {
  SessionEndedNotice,
  type CallMutation,
  useSend,
  useSubmit,
  type RefusalView,
  type Send,
  type SendOptions,
  type SendWithoutFormOptions,
  type Submit,
  type SubmitOptions,
} from './submit';
export { onSignedOut, refusalOutcome, type Refusal, type RefusalBody, type RefusalOutcome } from './refusal';
export { bodyKeySource, nextBodyKey, ownKeySource, refusedKey, useBodyKey, type BodyKey, type KeySource } from './keys';
export { SubmitActions, SubmitFailure, SubmitForm } from './submit-form';
export { FormFields, fieldOrder, type FieldSpec, type FormLayout, type FormSectionSpec } from './fields-engine';
export { CharCounter, CountAnnouncement, CountedTextField, RestoredDraftNotice, startOver, useCountAnnouncement, type CountedTextFieldProps } from './counted';
export { bindCheckbox, bindField, PublicityField, type BindableForm } from './bind';

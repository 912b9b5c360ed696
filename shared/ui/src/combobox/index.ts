// @portal/ui/combobox: the editable combo box with list autocomplete (see README.md).
export { Combobox, type ComboboxProps } from './Combobox';
export { exactOption, initialsOf, matchOptions, normaliseQuery, type ComboOption } from './filter';
export { COMBO_EXAMPLE_INSTITUTIONS } from './examples';

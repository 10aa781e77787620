import { useWatch } from 'react-hook-form';
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';
import {
  canRemoveOption,
  NEW_OPTION,
  normaliseScore,
  validateOptions,
  validateOptionText,
  validateScore,
} from './question-form';

/**
 * The options editor (docs/product/coordinators.md, "Admins only"): a text and a whole-number score
 * per option, non-numeric scores become 0, and the remove button disappears when only one option is
 * left.
 */
export const OptionsInput = () => {
  const options = useWatch({ name: 'options' }) as unknown;
  const count = Array.isArray(options) ? options.length : 0;
  return (
    <ArrayInput source="options" label="Options" validate={validateOptions}>
      <SimpleFormIterator inline disableClear disableRemove={!canRemoveOption(count)}>
        <TextInput
          source="optionText"
          label="Option text"
          validate={validateOptionText}
          helperText={false}
          sx={{ minWidth: 320 }}
        />
        <NumberInput
          source="score"
          label="Score"
          min={0}
          step={1}
          defaultValue={NEW_OPTION.score}
          parse={normaliseScore}
          validate={validateScore}
          helperText={false}
          sx={{ width: 120 }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

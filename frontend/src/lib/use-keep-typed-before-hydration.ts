import type { FormInstance } from 'antd';
import { useLayoutEffect } from 'react';

/** Inputs whose `value` is what the visitor typed (a checkbox's is its `value` attribute, ticked or not). */
const TYPED_INPUTS = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

/**
 * A prerendered form (sign-in, sign-up) can be typed in before the page's script has run. React
 * adopts the inputs as they are, but the form's own state starts empty, and its next render would
 * write that over what the visitor typed. Once the form is hydrated, this takes into its state what
 * the inputs of its registered fields hold (antd gives each the id `<form name>_<name path>`), so a
 * slow phone loses no keystroke. A form mounted by the client has empty inputs: nothing to take.
 */
export function useKeepTypedBeforeHydration(form: FormInstance, formName: string): void {
  useLayoutEffect(() => {
    const element = document.getElementById(formName);
    if (!(element instanceof HTMLFormElement)) return;
    for (const { name } of form.getFieldsError()) {
      const input = element.querySelector(`#${CSS.escape(`${formName}_${name.join('_')}`)}`);
      if (!(input instanceof HTMLInputElement) || !TYPED_INPUTS.has(input.type) || input.value === '')
        continue;
      if (!form.getFieldValue(name)) form.setFieldValue(name, input.value);
    }
  }, [form, formName]);
}

import type { FormInstance } from 'antd';
import { useLayoutEffect } from 'react';

/**
 * A prerendered form (sign-in, sign-up) can be typed in before the page's script has run. React
 * adopts the inputs as they are, but the form's own state starts empty, and its next render would
 * write that over what the visitor typed. Once the form is hydrated, this takes into its state what
 * its inputs hold (antd names each input `<form name>_<field>`), so a slow phone loses no keystroke.
 */
export function useKeepTypedBeforeHydration(form: FormInstance, formName: string): void {
  useLayoutEffect(() => {
    const element = document.getElementById(formName);
    if (!(element instanceof HTMLFormElement)) return;
    const prefix = `${formName}_`;
    const typed: Record<string, string> = {};
    for (const input of element.querySelectorAll('input')) {
      if (!input.id.startsWith(prefix) || input.value === '') continue;
      const field = input.id.slice(prefix.length);
      if (!form.getFieldValue(field)) typed[field] = input.value;
    }
    if (Object.keys(typed).length > 0) form.setFieldsValue(typed);
  }, [form, formName]);
}

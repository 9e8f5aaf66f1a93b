import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useKeepTypedBeforeHydration } from '../../../lib/use-keep-typed-before-hydration';
import styles from '../auth.module.css';

/**
 * An auth form: its fields stacked, no required marks, and what was typed into it before the page's
 * script ran (sign-in and sign-up are prerendered) kept once it has. `name` prefixes its inputs' ids.
 */
export function AuthForm<Values>({
  name,
  onFinish,
  children,
}: {
  name: string;
  onFinish: (values: Values) => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  useKeepTypedBeforeHydration(form, name);
  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} name={name}>
      {children}
    </Form>
  );
}

/**
 * The Email Address field of the auth forms. `required`: the form refuses it empty (the password
 * screens check it themselves, with a notification). `autoComplete` says which account the browser offers.
 */
export function EmailField({ autoComplete, required = false }: { autoComplete: string; required?: boolean }) {
  return (
    <Form.Item
      label="Email Address"
      name="email"
      rules={
        required ? [{ required: true, whitespace: true, message: 'Please enter your email address.' }] : []
      }
    >
      <Input type="email" autoComplete={autoComplete} inputMode="email" size="large" />
    </Form.Item>
  );
}

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  /** The form refuses the field empty with this message; without it the screen checks it itself. */
  requiredMessage?: string;
}

/** A password field of the auth forms. */
export function PasswordField({ label, name, autoComplete, requiredMessage }: PasswordFieldProps) {
  return (
    <Form.Item
      label={label}
      name={name}
      rules={requiredMessage ? [{ required: true, message: requiredMessage }] : []}
    >
      <Input.Password autoComplete={autoComplete} size="large" />
    </Form.Item>
  );
}

/** The way back from the password screens. */
export function BackToSignIn() {
  return (
    <div className={styles.authLinks}>
      <Link to="/signin">Back to Sign In</Link>
    </div>
  );
}

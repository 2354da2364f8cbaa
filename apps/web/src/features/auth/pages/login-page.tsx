import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ErrorCode } from '@golf/shared/envelope';
import { issueKey } from '@golf/shared/zod-i18n';
import type { LoginInput } from '@golf/shared/schemas/user';
import type { z } from 'zod';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { takeFirstScreen } from '../../../lib/first-screen';
import { translateValidation } from '../../../lib/i18n';
import { loadSchema } from '../../../lib/zod-rule';
import { useLogin } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { GoogleButton } from '../components/google-button';
import { lazySchemas } from '../components/lazy-schemas';
import { useSignIn } from '../components/use-sign-in';
import '../components/plain-form.css';

/** Without the resend form's code (a dropped connection): the activation page, which offers the same form. */
function ResendElsewhere() {
  const { t } = useTranslation('auth');
  return <Link to="/user/active">{t('activation.resend')}</Link>;
}

// shown only to an account not activated yet: an antd form, with antd's provider, loaded then
const ResendActivation = lazy(() =>
  Promise.all([import('../components/resend-activation'), import('../../../app/antd-provider')]).then(
    ([{ ResendActivation: Resend }, { AntdProvider }]) => ({
      default: function ResendInProvider({ email }: { email?: string }) {
        return (
          <AntdProvider>
            <Resend email={email} />
          </AntdProvider>
        );
      },
    }),
    () => ({ default: ResendElsewhere }),
  ),
);

type Field = 'username' | 'password';
type Values = { username: string; password: string; remember: boolean };
type Errors = Partial<Record<Field, string>>;

const SCHEMAS: Record<Field, () => Promise<z.ZodType>> = {
  username: lazySchemas.loginUsername,
  password: lazySchemas.loginPassword,
};

/** The field's message from the shared schema (what the server checks), or undefined when it passes. */
async function check(field: Field, value: string): Promise<string | undefined> {
  // without the schema (its download failed) the server checks, and answers in the user's language
  const schema = await loadSchema(SCHEMAS[field]);
  const result = schema?.safeParse(value === '' ? undefined : value);
  if (!result || result.success) return undefined;
  const { key, params } = issueKey(result.error.issues[0]);
  return translateValidation(key, params);
}

interface Failure {
  message: string;
  notActivated: boolean;
}

/**
 * The login page, drawn without antd (plain-form.css, in antd's look): it is the first download of most visits, and with
 * antd it was ~300 KB of JavaScript before the form worked (scripts/bundle-size.mjs, LOGIN_BUDGET). Fields are checked
 * with the shared schemas as antd's form would: each as it changes once typed in, all on sending; the server's answer
 * shows on its field or above the form.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const login = useLogin();
  const signIn = useSignIn();
  const [values, setValues] = useState<Values>({ username: '', password: '', remember: true });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // the newest check of each field wins (an older one may finish later, while zod loads)
  const checks = useRef<Record<Field, number>>({ username: 0, password: 0 });

  const checkField = async (field: Field, value: string) => {
    const mine = ++checks.current[field];
    const message = await check(field, value);
    if (checks.current[field] === mine) setErrors((current) => ({ ...current, [field]: message }));
    return message;
  };

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    void checkField(field, value);
  };

  // one sign-in at a time: a second press while the fields are checked (zod may still be loading) or the request is on
  // its way sends nothing
  const sending = useRef(false);
  const send = async (typed: Values) => {
    if (sending.current) return;
    sending.current = true;
    const found = await Promise.all((['username', 'password'] as const).map((field) => checkField(field, typed[field])));
    const invalid = (['username', 'password'] as const).find((_, i) => found[i]);
    if (invalid) {
      sending.current = false;
      document.getElementById(invalid)?.focus();
      return;
    }
    setFailure(null);
    const body: LoginInput = { username: typed.username.trim(), password: typed.password, remember: typed.remember };
    login.mutate(body, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: signIn,
      onError: (error) => {
        const fields = isApiError(error) ? error.fields.filter((f) => f.path === 'username' || f.path === 'password') : [];
        if (fields.length > 0) {
          setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
          return;
        }
        const known = isApiError(error) && error.status !== undefined && error.status < 500;
        setFailure({
          message: known ? error.message : `${error.message} ${t('login.failedHint')}`,
          notActivated: isApiError(error) && error.code === ErrorCode.notActivated,
        });
      },
    });
  };

  // this page may replace its own copy rendered at build time (lib/first-screen.ts): carry over what was typed there,
  // where the cursor was and a press of the button, in the same commit, before the browser paints
  useLayoutEffect(() => {
    const first = takeFirstScreen();
    if (!first) return;
    const typed: Values = {
      username: typeof first.values.username === 'string' ? first.values.username : '',
      password: typeof first.values.password === 'string' ? first.values.password : '',
      remember: typeof first.values.remember === 'boolean' ? first.values.remember : true,
    };
    // what was typed into the markup this commit replaces: taken over before the browser paints (an external system)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(typed);
    if (first.focused) document.getElementById(first.focused)?.focus();
    if (first.submitted) void send(typed);
    // once, as the page appears
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(values);
  };

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      {failure && (
        <div className={`plain-alert plain-alert--${failure.notActivated ? 'warning' : 'error'}`} role="alert">
          <span className="plain-icon plain-alert__icon" aria-hidden>{failure.notActivated ? <ExclamationCircleFilled /> : <CloseCircleFilled />}</span>
          <div className="plain-alert__content">
            <div className="plain-alert__title">{failure.message}</div>
            {failure.notActivated && (
              <Suspense fallback={null}>
                <ResendActivation email={values.username.includes('@') ? values.username.trim() : undefined} />
              </Suspense>
            )}
          </div>
        </div>
      )}
      <form className="plain-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="username"
          label={t('login.username')}
          error={errors.username}
          icon={<UserOutlined />}
          input={{ autoComplete: 'username', placeholder: t('login.usernamePlaceholder') }}
          value={values.username}
          onChange={(value) => edit('username', value)}
        />
        <TextField
          id="password"
          label={t('login.password')}
          error={errors.password}
          icon={<LockOutlined />}
          input={{ autoComplete: 'current-password', placeholder: t('login.passwordPlaceholder'), type: showPassword ? 'text' : 'password' }}
          value={values.password}
          onChange={(value) => edit('password', value)}
          suffix={
            <button
              type="button"
              className="plain-input__toggle"
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              onClick={() => setShowPassword(!showPassword)}
            >
              {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          }
        />
        <div className="plain-form__row">
          <label className="plain-checkbox">
            <input
              id="remember"
              type="checkbox"
              checked={values.remember}
              onChange={(event) => setValues((current) => ({ ...current, remember: event.target.checked }))}
            />
            <span>{t('login.remember')}</span>
          </label>
          <Link to="/user/reset">{t('login.forgot')}</Link>
        </div>
        <button type="submit" className="plain-button plain-button--primary" aria-busy={login.isPending || undefined}>
          {login.isPending && (
            <span className="plain-icon" aria-hidden>
              <LoadingOutlined />
            </span>
          )}
          {t('login.submit')}
        </button>
      </form>
      <p style={{ textAlign: 'center', marginTop: 16 }}>
        {t('login.noAccount')} <Link to={`/register${search}`}>{t('login.register')}</Link>
      </p>
      <GoogleButton />
    </AuthShell>
  );
}

interface TextFieldProps {
  id: Field;
  label: string;
  error?: string;
  icon: ReactNode;
  suffix?: ReactNode;
  input: { autoComplete: string; placeholder: string; type?: string };
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input with its icon and, under it, the field's error (announced, and tied to the input). */
function TextField({ id, label, error, icon, suffix, input, value, onChange }: TextFieldProps) {
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <div className={`plain-input${error ? ' plain-input--error' : ''}`}>
        <span className="plain-icon plain-input__icon" aria-hidden>
          {icon}
        </span>
        <input
          id={id}
          name={id}
          {...input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {suffix}
      </div>
      <div className="plain-field__error" id={`${id}-error`} role="alert">
        {error}
      </div>
    </div>
  );
}

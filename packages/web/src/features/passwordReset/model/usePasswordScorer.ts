import type { PasswordStrength, validateNewPassword } from '@ah/schema/passwordStrength';
import { useEffect, useState } from 'react';

export type PasswordScorer =
  | {
      ready: true;
      failed: false;
      passwordStrength: (password: string) => PasswordStrength;
      validateNewPassword: typeof validateNewPassword;
    }
  | { ready: false; failed: boolean };

/**
 * The password-strength scorer (sales §5 Password), loaded after the reset form shows: its
 * dictionaries weigh far more than the rest of the page, and nobody types a password in the first
 * instant. Until it is ready the form scores nothing and Reset stays disabled.
 */
export function usePasswordScorer(): PasswordScorer {
  const [scorer, setScorer] = useState<PasswordScorer>({ ready: false, failed: false });
  useEffect(() => {
    let live = true;
    import('@ah/schema/passwordStrength').then(
      (module) => {
        if (live)
          setScorer({
            ready: true,
            failed: false,
            passwordStrength: module.passwordStrength,
            validateNewPassword: module.validateNewPassword,
          });
      },
      () => {
        if (live) setScorer({ ready: false, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return scorer;
}

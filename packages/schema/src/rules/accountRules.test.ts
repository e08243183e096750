import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RESET_MESSAGES as R,
  validatePasswordResetRequest,
} from './passwordRules.js';
import { validateNewPassword } from './passwordStrength.js';
import { cardFeeCents, validateAppointment } from './paymentCenterRules.js';
import { LOGO_SPECS, logoFileNameProblem, logoProblem } from './privateLabelRules.js';

describe('password reset rules (sales §5 Password)', () => {
  it('requires House ID, Username and Email with the spec texts', () => {
    expect(validatePasswordResetRequest({ houseUserName: ' ', userName: '', emailAddress: '' })).toEqual([
      { field: 'houseUserName', message: 'House Name is a required field' },
      { field: 'userName', message: 'Username is a required field' },
      { field: 'emailAddress', message: 'Email is a required field' },
    ]);
    expect(
      validatePasswordResetRequest({ houseUserName: 'demo', userName: 'staff', emailAddress: 'a@b.c' }),
    ).toEqual([]);
  });

  it('checks length, characters, strength and the confirmation', () => {
    expect(validateNewPassword({ newPassword: 'short' })[0]?.message).toBe(PASSWORD_MESSAGES.length);
    expect(validateNewPassword({ newPassword: 'späce-long-1' })[0]?.message).toBe(
      PASSWORD_MESSAGES.characters,
    );
    expect(validateNewPassword({ newPassword: 'password12' })[0]?.message).toBe(R.tooWeak);
    expect(validateNewPassword({ newPassword: 'g7#Kp2!mQz-w', confirmPassword: 'other' })).toEqual([
      { field: 'confirmPassword', message: 'Passwords must match' },
    ]);
    expect(validateNewPassword({ newPassword: 'g7#Kp2!mQz-w', confirmPassword: 'g7#Kp2!mQz-w' })).toEqual([]);
  });
});

describe('logo rules (sales §5 Logos)', () => {
  it('accepts only a JPEG of the exact size, with the exact message', () => {
    expect(logoProblem('console', { format: 'jpeg', width: 240, height: 65 })).toBeNull();
    expect(logoProblem('console', { format: 'jpeg', width: 241, height: 65 })).toBe(
      'Console logo must be a JPG with dimensions of 240px x 65px',
    );
    expect(logoProblem('site', { format: 'png', width: 350, height: 100 })).toBe(
      'Site logo must be a JPG with dimensions of 350px x 100px',
    );
    expect(logoProblem('site', { format: 'jpeg', width: 350, height: 100 })).toBeNull();
    expect(logoFileNameProblem('site', 'logo.png')?.message).toBe(LOGO_SPECS.site.message);
    expect(logoFileNameProblem('site', 'logo.JPEG')).toBeNull();
  });
});

describe('payment center rules', () => {
  it('computes the card fee in whole cents', () => {
    expect(cardFeeCents(10000)).toBe(320);
    expect(cardFeeCents(0)).toBe(30);
  });

  it('checks an appointment', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(
      validateAppointment(
        { date: '2026-12-01', time: '10:30', contactName: 'Ann', phone: '(555) 123-4567' },
        now,
      ),
    ).toEqual([]);
    expect(
      validateAppointment(
        { date: '2026-11-01', time: '10:30', contactName: 'Ann', phone: '5551234567' },
        now,
      )[0]?.field,
    ).toBe('date');
    expect(
      validateAppointment({ date: '', time: '07:00', contactName: ' ', phone: '12' }, now).map(
        (v) => v.field,
      ),
    ).toEqual(['date', 'time', 'contactName', 'phone']);
  });
});

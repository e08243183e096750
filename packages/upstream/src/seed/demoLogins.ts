/** The demo sign-ins the seed creates: one source for README, tests and e2e. */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoLogin {
  houseUserName: string;
  userName: string;
  password: string;
}

export const DEMO_LOGINS = {
  /** Demo house, every access flag. */
  staff: { houseUserName: 'demo', userName: 'staff', password: DEMO_PASSWORD },
  /** Demo house, super user with every access flag. */
  super: { houseUserName: 'demo', userName: 'super', password: DEMO_PASSWORD },
  /** Demo house, invoices access only. */
  clerk: { houseUserName: 'demo', userName: 'clerk', password: DEMO_PASSWORD },
  /** The second house, for isolation checks. */
  otherStaff: { houseUserName: 'other', userName: 'staff', password: DEMO_PASSWORD },
  /**
   * The third house: instant, connect type s, processor p, so the screens gated on those (Private
   * Label Settings, Your Customers, Sales Tax Reports) can be opened by a demo login too.
   */
  instantStaff: { houseUserName: 'instant', userName: 'staff', password: DEMO_PASSWORD },
} as const satisfies Record<string, DemoLogin>;

/** The houses' fixed references (everything else is generated). */
export const DEMO_HOUSE_REF = 'HDEMO4AUCT';
export const OTHER_HOUSE_REF = 'HOTHER7SLS';
export const INSTANT_HOUSE_REF = 'HINSTANT5S';

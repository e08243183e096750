/** The password-reset fields answer booleans: no mapper types. */
export {};

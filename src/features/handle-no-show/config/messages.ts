export const CONFIRM_NO_SHOW = 'Confirm no-show';
export const LIFT_STRIKE = 'Lift strike';
export const LIFT_SUSPENSION = 'Lift suspension';
export const NO_SHOW_CONFIRMED = 'No-show confirmed';
export const STRIKE_LIFTED = 'Strike lifted';
export const SUSPENSION_LIFTED = 'Suspension lifted';
export const ACTION_FAILED = 'Failed to update the no-show';
export const ERROR_TOAST_MS = 5000;

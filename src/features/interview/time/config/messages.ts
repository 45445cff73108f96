export const TIME_MESSAGES = {
  heading: 'Confirm or move the time',
  loadError: 'Could not load the time of this interview.',
  changeError: 'The time could not be changed. Please try again.',
  confirmed: 'Time confirmed',
  proposed: 'Time proposed: your partner is told',
  withdrawn: 'Proposal withdrawn: the current time stands',
  accepted: 'New time agreed: both calendars get the updated invite',
  noTime: 'No time yet: propose one.',
  closed: 'This interview is over: its time no longer changes.',
} as const;

export const SUCCESS_TOAST_MS = 3000;

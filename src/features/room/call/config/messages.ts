/** What the call says to the member, in one place (tests and the browser suite read the same words). */
export const CALL_MESSAGES = {
  permissionDenied: 'Your browser blocked the camera and microphone. Allow them for this site, then join again.',
  noDevices: 'No microphone or camera was found. Connect one, then join again.',
  deviceBusy: 'Your microphone could not be started: another application may be using it. Close it, then join again.',
  mediaFailed: 'Your camera and microphone could not be started. Check them, then join again.',
  noCamera: 'No camera was found: you joined with your microphone only.',
  cameraBusy: 'Your camera could not be started (another application may be using it): you joined with your microphone only.',
  insecure: 'The call needs a secure connection: open this site over https (or on localhost) to use your camera and microphone.',
  unsupported: 'This browser cannot make calls. Use a Meeting link instead, or another browser.',
  couldNotConnect: 'The call could not connect: a firewall or network between you may block direct connections. Try again, or use a Meeting link instead.',
  interrupted: (partner: string) => `The connection to ${partner} was interrupted. Reconnecting…`,
  partnerLeft: (partner: string) => `${partner} left the call`,
} as const;

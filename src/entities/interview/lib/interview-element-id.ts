/** The id of an interview's card in a list: where focus goes when an action (a standby pairing) produced it. */
export function interviewElementId(interviewId: string): string {
  return `interview-${interviewId}`;
}

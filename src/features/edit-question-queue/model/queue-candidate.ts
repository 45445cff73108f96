/** A question as the queue editor lists it: its id and the line that names it (a title, or a behavioral preview). */
export interface QueueCandidate {
  questionId: string;
  label: string;
}

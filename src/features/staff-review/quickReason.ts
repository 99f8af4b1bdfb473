/** A reason a reviewer can put in the rejection with one click, named by what it is about. */
export interface QuickReason {
  label: string;
  reason: string;
}

export { ReportObjectButton } from './ui/report-object-button';
export { ReportObjectDialog, type ReportObjectDialogProps } from './ui/report-object-dialog';

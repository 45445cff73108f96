export { ReportNoShowButton } from './ui/report-no-show-button';

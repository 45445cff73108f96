export { AvailabilityPicker, type AvailabilityPickerProps } from './ui/availability-picker';
export { availabilityDragSlice } from './model/drag-slice';
export { weekStartDate, dayLabels } from './lib/week';
export { timeLabels } from './lib/time-labels';

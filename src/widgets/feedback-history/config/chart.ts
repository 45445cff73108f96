export const TREND_CHART_HEIGHT = 240;

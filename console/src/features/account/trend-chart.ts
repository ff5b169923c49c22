// The 7-day trend chart and its charting library, as a chunk of their own (Overview loads it lazily).
export { TrendChart as default } from '@p5g/design-system';

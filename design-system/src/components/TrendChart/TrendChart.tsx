import { today as todayIn, type CalendarDate } from '@internationalized/date';
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Tooltip } from '@visx/tooltip';
import {
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { formatBalance } from '../../format/balance.ts';
import { formatBillDay } from '../../format/date.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Empty } from '../Empty/Empty.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import {
  fillTrendWindow,
  hasTrendData,
  trendWindowDays,
  type TrendItem,
  type TrendPoint,
} from './trend-window.ts';
import * as styles from './TrendChart.css.ts';

export type TrendChartProps = {
  /** 图表标题及其数据表的标题，如 `5G消息发送`。必填。 */
  title: string;
  /** 来自 ecBillDtl/queryWeek 的每日消费；窗口外的数据被忽略。默认 `[]`。 */
  items?: readonly TrendItem[];
  /** 窗口截止（不含）的日期（图表显示到昨天）。默认：北京时间今天。 */
  today?: CalendarDate;
  /** 数值的单位，显示在标题栏、提示和表格中。默认 `条`。 */
  unit?: string;
  /** 绘图区高度（px）。默认 `240`。 */
  height?: number;
  /** 数据加载时以加载图标代替图表。默认 `false`。 */
  isLoading?: boolean;
  /** 窗口内没有任何一天有数据时显示的内容。默认 `暂无数据`。 */
  emptyDescription?: string;
  /** 标题的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
  /** 窗口的天数（到昨天为止）。默认 `7`（账户中心的近7天趋势）。 */
  days?: number;
};

const margin = { top: 16, right: 24, bottom: 32 };
/** Width of one character of an axis label at 12 px, to fit the y axis to its longest label. */
const tickCharWidth = 7;
/** Below this spacing the 'MM-DD' day labels would touch: only every second (third, …) is labelled. */
const minDayLabelSpacing = 44;

const valueFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/**
 * An axis label drawn as the axes draw it (the offset on a wrapping svg, as visx's Text does), but
 * without Text's measuring: it measures every word in the document, a forced layout each, to wrap
 * lines that these short labels never need.
 */
const tickLabel = ({
  x,
  y,
  dx,
  dy,
  fontSize,
  textAnchor,
  className,
  formattedValue,
}: TickRendererProps) => (
  <svg x={dx} y={dy} fontSize={fontSize} overflow="visible">
    <text x={x} y={y} textAnchor={textAnchor} className={className}>
      {formattedValue}
    </text>
  </svg>
);

const shortDay = (point: TrendPoint) =>
  `${String(point.date.month).padStart(2, '0')}-${String(point.date.day).padStart(2, '0')}`;

/**
 * The 7-day consumption trend of the account centre (spec §2, §9): a thin line over a light grid,
 * each day's exact value and date on hover or keyboard focus, and the same data as a visually
 * hidden table for screen readers.
 */
export function TrendChart({
  title,
  items = [],
  today = todayIn('Asia/Shanghai'),
  unit = '条',
  height = 240,
  isLoading = false,
  emptyDescription = '暂无数据',
  headingLevel = 3,
  days = trendWindowDays,
}: TrendChartProps) {
  const titleId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;

  // The plot's width from the observer's first report (made after layout, before paint), never
  // read from the element: reading it as the chart mounts would force the page's layout early.
  // The chart then draws in a transition, in slices that leave the page responsive.
  useEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    const observer = new ResizeObserver(([entry]) =>
      startTransition(() => setWidth(entry?.contentRect.width ?? 0)),
    );
    observer.observe(plot);
    return () => observer.disconnect();
  }, []);

  const points = fillTrendWindow(items, today, days);
  const hasData = !isLoading && hasTrendData(items, today, days);
  const format = (value: number) => `${valueFormat.format(value)}${unit}`;

  const yScale = scaleLinear<number>({
    domain: [0, Math.max(4, ...points.map((point) => point.consume))],
    range: [height - margin.bottom, margin.top],
    nice: true,
  });
  const yTicks = yScale.ticks(4).filter(Number.isInteger);
  const yLabels = yTicks.map(formatBalance);
  const left = Math.max(...yLabels.map((label) => label.length)) * tickCharWidth + 12;
  const innerWidth = Math.max(0, width - left - margin.right);
  const xScale = scalePoint<string>({
    domain: points.map((point) => point.day),
    range: [0, innerWidth],
    padding: 0.5,
  });
  const x = (point: TrendPoint) => xScale(point.day) ?? 0;
  // Every day labelled when they fit, else every second, third… counted back from yesterday.
  const labelEvery = Math.max(1, Math.ceil(minDayLabelSpacing / Math.max(1, xScale.step())));
  const dayTicks = points
    .filter((_, index) => (points.length - 1 - index) % labelEvery === 0)
    .map((point) => point.day);
  const y = (point: TrendPoint) => yScale(point.consume);

  const total = points.reduce((sum, point) => sum + point.consume, 0);
  const peak = points.reduce((max, point) => (point.consume > max.consume ? point : max));
  const summary = `${title}，近${days}天共${format(total)}，最高${format(peak.consume)}（${formatBillDay(peak.day)}）`;
  const active = activeIndex == null ? null : points[activeIndex];
  const sliderIndex = activeIndex ?? points.length - 1;
  const describe = (point: TrendPoint) => `${formatBillDay(point.day)}：${format(point.consume)}`;

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const at = localPoint(event);
    if (!at) return;
    const step = xScale.step();
    const index = Math.round((at.x - left - xScale(points[0]!.day)!) / step);
    setActiveIndex(Math.min(points.length - 1, Math.max(0, index)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = points.length - 1;
    const current = activeIndex ?? last;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (next == null) return;
    event.preventDefault();
    setActiveIndex(Math.min(last, Math.max(0, next)));
  };

  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <span className={styles.unit}>单位：{unit}</span>
      </div>
      <div ref={plotRef} className={styles.plot} style={{ height }}>
        {isLoading ? (
          <div className={styles.centre}>
            <Spinner label={`${title}加载中`} />
          </div>
        ) : !hasData ? (
          <div className={styles.centre}>
            <Empty size="small" description={emptyDescription} />
          </div>
        ) : (
          <>
            {/* A slider over the days: arrow keys pick a day, read out as its date and value. */}
            <div
              role="slider"
              tabIndex={0}
              aria-label={summary}
              aria-orientation="horizontal"
              aria-valuemin={0}
              aria-valuemax={points.length - 1}
              aria-valuenow={sliderIndex}
              aria-valuetext={describe(points[sliderIndex]!)}
              className={styles.focusTarget}
              onFocus={() => setActiveIndex((index) => index ?? points.length - 1)}
              onBlur={() => setActiveIndex(null)}
              onKeyDown={onKeyDown}
            >
              {width > 0 && (
                <svg aria-hidden width={width} height={height} className={styles.svg}>
                  <Group left={left}>
                    <GridRows
                      scale={yScale}
                      width={innerWidth}
                      tickValues={yTicks}
                      className={styles.grid}
                    />
                    <AxisLeft
                      scale={yScale}
                      tickValues={yTicks}
                      tickFormat={(value) => formatBalance(Number(value))}
                      hideAxisLine
                      hideTicks
                      tickLabelProps={{ className: styles.tickLabel }}
                      tickComponent={tickLabel}
                    />
                    <AxisBottom
                      top={height - margin.bottom}
                      scale={xScale}
                      tickValues={dayTicks}
                      tickFormat={(day) => shortDay(points.find((point) => point.day === day)!)}
                      hideTicks
                      axisLineClassName={styles.axisLine}
                      tickLabelProps={{ className: styles.tickLabel }}
                      tickComponent={tickLabel}
                    />
                    {active && (
                      <line
                        x1={x(active)}
                        x2={x(active)}
                        y1={margin.top}
                        y2={height - margin.bottom}
                        className={styles.guide}
                      />
                    )}
                    <LinePath data={points} x={x} y={y} className={styles.line} />
                    {points.map((point, index) => (
                      <circle
                        key={point.day}
                        cx={x(point)}
                        cy={y(point)}
                        r={index === activeIndex ? 5 : 3}
                        className={styles.dot}
                      />
                    ))}
                  </Group>
                  <rect
                    x={left}
                    y={0}
                    width={innerWidth}
                    height={height}
                    className={styles.overlay}
                    onPointerMove={onPointerMove}
                    onPointerLeave={() => setActiveIndex(null)}
                  />
                </svg>
              )}
            </div>
            {active && (
              <Tooltip
                unstyled
                applyPositionStyle
                left={left + x(active)}
                top={y(active)}
                className={styles.tooltip}
                data-side={activeIndex! >= points.length / 2 ? 'left' : 'right'}
              >
                <div className={styles.tooltipDate}>{formatBillDay(active.day)}</div>
                <div className={styles.tooltipValue}>{format(active.consume)}</div>
              </Tooltip>
            )}
            <table className={visuallyHidden}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">日期</th>
                  <th scope="col">消耗量（{unit}）</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.day}>
                    <th scope="row">{formatBillDay(point.day)}</th>
                    <td>{valueFormat.format(point.consume)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}

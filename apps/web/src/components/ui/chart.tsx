import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import * as Recharts from 'recharts';
import { cn } from '@/lib/utils';

/**
 * THE chart component (shadcn's chart pattern over recharts): a config names each series — its label
 * and colour — once; the container sets the colours as CSS variables (`var(--color-<key>)`) and the
 * tooltip and legend read labels from the config. Every chart of the product goes through it, so the
 * colours, the labels (never colour alone) and the print size are the same everywhere.
 */

export type TChartConfig = Record<string, { label: ReactNode; color: string }>;

const ChartContext = createContext<TChartConfig | null>(null);

function useChartConfig(): TChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error('Chart parts must be used inside <ChartContainer>');
  return config;
}

type TChartContainerProps = ComponentProps<'figure'> & {
  config: TChartConfig;
  /** What the chart shows, for a screen reader (the figures are also in the table beside it). */
  label: string;
  children: ComponentProps<typeof Recharts.ResponsiveContainer>['children'];
};

export function ChartContainer({
  config,
  label,
  className,
  children,
  style,
  ...props
}: TChartContainerProps) {
  const id = useId();
  const colors = Object.fromEntries(
    Object.entries(config).map(([key, series]) => [`--color-${key}`, series.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <figure
        data-chart={id}
        aria-label={label}
        className={cn(
          'flex aspect-video w-full justify-center text-xs print:aspect-auto print:h-64',
          '[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border/60',
          '[&_.recharts-surface]:outline-hidden [&_.recharts-layer]:outline-hidden',
          // The hover band behind a category: the theme's muted tone, not recharts' grey.
          '[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border',
          className,
        )}
        style={{ ...colors, ...style }}
        {...props}
      >
        <Recharts.ResponsiveContainer>{children}</Recharts.ResponsiveContainer>
      </figure>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = Recharts.Tooltip;
export const ChartLegend = Recharts.Legend;

type TPayloadItem = {
  dataKey?: string | number | ((obj: unknown) => unknown);
  name?: string | number;
  value?: unknown;
  color?: string;
};

function itemKey(item: TPayloadItem): string {
  return typeof item.dataKey === 'string' ? item.dataKey : String(item.name ?? '');
}

/** The tooltip body: the category, then each series' label (from the config) and formatted value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatValue = (value) => String(value),
}: {
  active?: boolean;
  payload?: readonly TPayloadItem[];
  label?: ReactNode;
  formatValue?: (value: number) => string;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-36 gap-1 rounded-md border bg-background px-2.5 py-1.5 text-xs shadow-md">
      {label !== undefined && <div className="font-medium">{label}</div>}
      {payload.map((item) => {
        const key = itemKey(item);
        const series = config[key];
        return (
          <div key={key} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-[2px]"
                style={{ backgroundColor: item.color ?? series?.color }}
              />
              {series?.label ?? item.name}
            </span>
            <span className="font-mono tabular-nums">{formatValue(Number(item.value ?? 0))}</span>
          </div>
        );
      })}
    </div>
  );
}

/** The legend: a swatch and the series' label for each series, as text (never colour alone). */
export function ChartLegendContent({ payload }: { payload?: readonly TPayloadItem[] }) {
  const config = useChartConfig();
  if (!payload?.length) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-4 pt-2">
      {payload.map((item) => {
        const key = itemKey(item);
        const series = config[key];
        return (
          <li key={key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-[2px]"
              style={{ backgroundColor: item.color ?? series?.color }}
            />
            {series?.label ?? item.name}
          </li>
        );
      })}
    </ul>
  );
}

import { CALIFORNIA_OVERTIME_RULES } from '@groundwork/shared';
import { LandmarkIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PrenoteFilePanel } from '@/features/ach-files/prenote-file-panel';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  fringeRatesApi,
  overtimeRulesApi,
  usePayrollSettings,
  workersCompApi,
} from '../api/use-payroll-settings';
import { FringeRateForm, FUND_LABELS, WorkersCompForm } from '../components/company-rule-forms';
import { ListSection } from '../components/list-section';
import { OvertimeRuleForm } from '../components/overtime-rule-form';
import { PayrollSettingsForm } from '../components/payroll-settings-form';
import { describeRules } from '../overtime-rule-text';

/** /payroll/settings — the company's payroll settings, workers' comp classes, fringe rates and overtime rules. */
export function PayrollSettingsPage() {
  useDocumentTitle('Payroll Settings');
  const canEdit = useCan('payroll:write');
  const settings = usePayrollSettings();
  const classes = workersCompApi.useList();
  const saveClass = workersCompApi.useSave();
  const removeClass = workersCompApi.useDelete();
  const fringes = fringeRatesApi.useList();
  const saveFringe = fringeRatesApi.useSave();
  const removeFringe = fringeRatesApi.useDelete();
  const rules = overtimeRulesApi.useList();
  const saveRule = overtimeRulesApi.useSave();
  const removeRule = overtimeRulesApi.useDelete();
  const hasCalifornia = rules.data?.items.some((r) => r.code === CALIFORNIA_OVERTIME_RULES.code) ?? true;

  const addCalifornia = () =>
    saveRule.mutate(
      {
        id: null,
        input: {
          code: CALIFORNIA_OVERTIME_RULES.code,
          name: 'California daily overtime',
          kind: 'jurisdiction',
          jurisdiction: 'CA',
          rules: CALIFORNIA_OVERTIME_RULES.rules,
        },
      },
      {
        onSuccess: () => toast.success('California daily overtime added'),
        onError: (error) =>
          toast.error('Could not add the rule', { description: errorMessage(error, 'Please try again.') }),
      },
    );

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Payroll Settings"
        subtitle="Workweek, overtime, burden, direct deposit, workers’ comp and fringe rates"
        actions={
          <Button asChild variant="outline">
            <Link to="/payroll/tax-parameters">
              <LandmarkIcon aria-hidden="true" />
              Tax parameters
            </Link>
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Company settings</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={settings}
            loadingLabel="Loading the payroll settings"
            loadingRows={6}
            errorText="Could not load the payroll settings"
          >
            {(data) => <PayrollSettingsForm key={data.updated_at} settings={data} canEdit={canEdit} />}
          </QueryState>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ListSection
            id="wc"
            title="Workers' comp classes"
            description="Premium per $100 of payroll by state and class code."
            noun="class"
            query={classes}
            canEdit={canEdit}
            remove={removeClass}
            nameOf={(c) => `class ${c.state} ${c.class_code}`}
            columns={[
              { header: 'State', cell: (c) => c.state },
              { header: 'Class', cell: (c) => <span className="font-mono">{c.class_code}</span> },
              { header: 'Description', cell: (c) => c.description },
              { header: 'Rate per $100', cell: (c) => Number(c.rate_per_100).toFixed(4), isNumeric: true },
              { header: 'OT premium', cell: (c) => (c.excludes_overtime_premium ? 'Excluded' : 'Included') },
              {
                header: 'Status',
                cell: (c) => (c.is_active ? 'Active' : <Badge variant="outline">Inactive</Badge>),
              },
            ]}
            renderForm={(row, close) => <WorkersCompForm row={row} save={saveClass} onClose={close} />}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ListSection
            id="fringe"
            title="Union fringe rates"
            description="Employer contributions per hour by local, classification and fund, from a date."
            noun="fringe rate"
            query={fringes}
            canEdit={canEdit}
            remove={removeFringe}
            nameOf={(f) =>
              `${f.union_local} ${f.classification} ${FUND_LABELS[f.fund]} from ${f.effective_from}`
            }
            columns={[
              { header: 'Local', cell: (f) => f.union_local },
              { header: 'Classification', cell: (f) => f.classification },
              {
                header: 'Fund',
                cell: (f) => `${FUND_LABELS[f.fund]}${f.fund_name ? ` — ${f.fund_name}` : ''}`,
              },
              { header: 'Per hour', cell: (f) => `$${Number(f.rate_per_hour).toFixed(2)}`, isNumeric: true },
              { header: 'Taxable', cell: (f) => (f.taxable ? 'Yes' : 'No') },
              { header: 'From', cell: (f) => f.effective_from },
            ]}
            renderForm={(row, close) => <FringeRateForm row={row} save={saveFringe} onClose={close} />}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ListSection
            id="ot"
            title="Overtime rules"
            description="Weekly FLSA overtime always applies; add a state's daily rules or a union's weekend and holiday pay."
            noun="rule"
            query={rules}
            canEdit={canEdit}
            remove={removeRule}
            nameOf={(r) => `rule ${r.code}`}
            extraActions={
              hasCalifornia ? null : (
                <Button size="sm" variant="outline" disabled={saveRule.isPending} onClick={addCalifornia}>
                  <SparklesIcon aria-hidden="true" />
                  Add California daily rule
                </Button>
              )
            }
            columns={[
              { header: 'Code', cell: (r) => <span className="font-mono">{r.code}</span> },
              { header: 'Name', cell: (r) => r.name },
              {
                header: 'Applies to',
                cell: (r) => (r.kind === 'jurisdiction' ? `Work in ${r.jurisdiction}` : r.union_local),
              },
              { header: 'Rules', cell: (r) => describeRules(r.rules) },
              {
                header: 'Status',
                cell: (r) => (r.is_active ? 'Active' : <Badge variant="outline">Inactive</Badge>),
              },
            ]}
            renderForm={(row, close) => <OvertimeRuleForm row={row} save={saveRule} onClose={close} />}
          />
        </CardContent>
      </Card>
      <PrenoteFilePanel />
    </div>
  );
}

import type { TCertifiedReport } from '@groundwork/shared';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-fetch';
import { useCertifiedReportAction } from '../api/use-certified-reports';

const FRINGE_LABELS = {
  plans: '4(a) paid to approved plans, funds or programs',
  cash: '4(b) paid in cash',
  both: 'Both: 4(a) to plans and 4(b) in cash',
} as const;

/**
 * Page 2 on screen: the statement of compliance. While the report is a draft (or reviewed) the
 * preparer sets how fringes were paid, the exceptions (craft, explanation), the remarks and the Final
 * mark; signed, it shows the signature.
 */
export function StatementPanel({ report }: { report: TCertifiedReport }) {
  const action = useCertifiedReportAction(report.id);
  const isEditable = report.can_prepare && (report.status === 'draft' || report.status === 'reviewed');
  const [fringe, setFringe] = React.useState(report.fringe_payment);
  const [remarks, setRemarks] = React.useState(report.remarks ?? '');
  const [exceptions, setExceptions] = React.useState(report.exceptions);
  const [isFinal, setIsFinal] = React.useState(report.is_final);
  React.useEffect(() => {
    setFringe(report.fringe_payment);
    setRemarks(report.remarks ?? '');
    setExceptions(report.exceptions);
    setIsFinal(report.is_final);
  }, [report]);

  const save = () =>
    action
      .mutateAsync({
        action: 'update',
        input: {
          fringe_payment: fringe,
          remarks: remarks.trim() || null,
          exceptions: exceptions.filter((e) => e.craft.trim() || e.explanation.trim()),
          is_final: isFinal,
        },
      })
      .then(() => toast.success('Statement saved'))
      .catch((caught: unknown) => toast.error(errorMessage(caught, 'The statement could not be saved')));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Statement of compliance</CardTitle>
        <CardDescription>
          Page 2 of the form: payroll correct and complete, only permitted deductions, rates at least the
          determination's, apprentices registered, how fringes were paid, exceptions.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {report.signed_at ? (
          <p className="rounded-md border p-3 text-sm">
            Signed electronically by <strong>{report.signer_name}</strong>
            {report.signer_title ? `, ${report.signer_title}` : ''} on{' '}
            {report.signed_at.slice(0, 16).replace('T', ' ')} UTC
            {report.submitted_on ? ` · submitted ${report.submitted_on} to ${report.submitted_to}` : ''}
          </p>
        ) : null}
        <div className="grid gap-2">
          <Label htmlFor="fringe-payment">Fringe benefits (4)</Label>
          <NativeSelect
            id="fringe-payment"
            value={fringe}
            disabled={!isEditable}
            onChange={(e) => setFringe(e.target.value as typeof fringe)}
          >
            {Object.entries(FRINGE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">4(c) Exceptions</legend>
          {exceptions.length === 0 ? <p className="text-muted-foreground text-sm">None.</p> : null}
          {exceptions.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a small list edited in place
            <div key={i} className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor={`exception-craft-${i}`}>Craft</Label>
                <Input
                  id={`exception-craft-${i}`}
                  value={e.craft}
                  disabled={!isEditable}
                  onChange={(ev) =>
                    setExceptions(exceptions.map((x, j) => (j === i ? { ...x, craft: ev.target.value } : x)))
                  }
                />
              </div>
              <div className="grid flex-1 gap-1">
                <Label htmlFor={`exception-explanation-${i}`}>Explanation</Label>
                <Input
                  id={`exception-explanation-${i}`}
                  value={e.explanation}
                  disabled={!isEditable}
                  onChange={(ev) =>
                    setExceptions(
                      exceptions.map((x, j) => (j === i ? { ...x, explanation: ev.target.value } : x)),
                    )
                  }
                />
              </div>
              {isEditable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove exception ${i + 1}`}
                  onClick={() => setExceptions(exceptions.filter((_, j) => j !== i))}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          ))}
          {isEditable ? (
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => setExceptions([...exceptions, { craft: '', explanation: '' }])}
            >
              <PlusIcon aria-hidden="true" />
              Add exception
            </Button>
          ) : null}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor="remarks">Remarks</Label>
          <Textarea
            id="remarks"
            value={remarks}
            disabled={!isEditable}
            maxLength={4000}
            onChange={(e) => setRemarks(e.target.value)}
          />
        </div>
        <div className="flex items-center gap-2">
          <Switch id="is-final" checked={isFinal} disabled={!isEditable} onCheckedChange={setIsFinal} />
          <Label htmlFor="is-final">Final certified payroll of the job</Label>
        </div>
        {isEditable ? (
          <Button className="w-fit" disabled={action.isPending} onClick={() => void save()}>
            Save statement
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

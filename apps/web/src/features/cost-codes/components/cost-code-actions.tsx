import { Download, FileDown, Pencil, Save, Upload, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';

/**
 * The page's header buttons (spec §2, §6): Export CSV for everyone; Import CSV, Template and the edit
 * toggle for editors; in the edit mode, Cancel and Save All Changes instead.
 */
export function CostCodeActions({
  canEdit,
  isEditing,
  isLoaded,
  hasChanges,
  isSaving,
  onExport,
  onImport,
  onTemplate,
  onEdit,
  onCancel,
  onSave,
}: {
  canEdit: boolean;
  isEditing: boolean;
  isLoaded: boolean;
  hasChanges: boolean;
  isSaving: boolean;
  onExport: () => void;
  onImport: () => void;
  onTemplate: () => void;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  if (isEditing) {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          <X aria-hidden="true" />
          Cancel
        </Button>
        <Button onClick={onSave} disabled={!hasChanges || isSaving}>
          {isSaving ? <ButtonSpinner /> : <Save aria-hidden="true" />}
          Save All Changes
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={onExport} disabled={!isLoaded}>
        <Download aria-hidden="true" />
        Export CSV
      </Button>
      {canEdit ? (
        <>
          <Button variant="outline" onClick={onImport}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
          <Button variant="outline" onClick={onTemplate}>
            <FileDown aria-hidden="true" />
            Template
          </Button>
          <Button onClick={onEdit} disabled={!isLoaded}>
            <Pencil aria-hidden="true" />
            Edit Cost Codes
          </Button>
        </>
      ) : null}
    </div>
  );
}

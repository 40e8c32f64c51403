import { ADMIN_TEXTS, type ProductImportResponse } from '@shop/shared';
import { ArrowLeft, Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDownloadCatalogue } from '../../../api/products/download-catalogue';
import { useDownloadVariants } from '../../../api/products/download-variants';
import { useImportCatalogue } from '../../../api/products/import-catalogue';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { readFileText } from '../../../lib/read-file-text';
import { ImportReport } from './import-report';

const TEXTS = ADMIN_TEXTS.catalogueTransfer;

/** Export every product as CSV; import a CSV: check it first (dry run), then apply all of it. */
export default function CatalogueTransferPage() {
  const fileId = useId();
  const download = useDownloadCatalogue();
  const downloadVariants = useDownloadVariants();
  const importer = useImportCatalogue();
  const [csv, setCsv] = useState<string>();
  const [report, setReport] = useState<ProductImportResponse>();

  const run = (apply: boolean) => {
    if (csv === undefined) return;
    importer.mutate({ csv, apply }, { onSuccess: setReport });
  };
  const pending = report && !report.applied && report.errors === 0 ? report.created + report.changed : 0;

  return (
    <div className="space-y-4">
      <PageHeader
        title={TEXTS.title}
        actions={
          <Link to={paths.products} className={buttonClass('secondary')}>
            <ArrowLeft aria-hidden className="size-4" /> {TEXTS.backToProducts}
          </Link>
        }
      />
      <Card title={TEXTS.exportHeading}>
        <p className="mb-2 text-sm text-slate-600">{TEXTS.exportHelp}</p>
        <p className="mb-3 text-sm text-slate-600">{TEXTS.exportVariantsHelp}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden className="size-4" /> {TEXTS.exportButton}
          </Button>
          <Button
            variant="secondary"
            disabled={downloadVariants.isPending}
            onClick={() => downloadVariants.mutate()}
          >
            <Download aria-hidden className="size-4" /> {TEXTS.exportVariantsButton}
          </Button>
        </div>
      </Card>
      <Card title={TEXTS.importHeading}>
        <p className="mb-3 text-sm text-slate-600">{TEXTS.importHelp}</p>
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor={fileId} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {TEXTS.fileLabel}
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setReport(undefined);
                importer.reset();
                setCsv(file ? await readFileText(file) : undefined);
              }}
            />
          </label>
          <Button disabled={csv === undefined || importer.isPending} onClick={() => run(false)}>
            <Upload aria-hidden className="size-4" /> {TEXTS.check}
          </Button>
          {pending > 0 ? (
            <Button disabled={importer.isPending} onClick={() => run(true)}>
              {TEXTS.apply(pending)}
            </Button>
          ) : null}
        </div>
        {importer.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {failureMessage(importer.error)}
          </p>
        ) : null}
        {report ? <ImportReport report={report} /> : null}
      </Card>
    </div>
  );
}

import { useRef } from "react";
import { Download, Upload } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useExportData, useImportData } from "../api/household-data";

/** Export the household's data as JSON; import such a file into an empty household. */
export function DataCard() {
  const exportData = useExportData();
  const importData = useImportData();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your data</CardTitle>
        <CardDescription>
          Download everything of your household — pantry, recipes, plans, history and settings — as one JSON file. Importing such a file
          works in a household that has no items, recipes or plans yet.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
          <Download aria-hidden="true" />
          {exportData.isPending ? "Exporting..." : "Export data"}
        </Button>
        <Button variant="outline" disabled={importData.isPending} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" />
          {importData.isPending ? "Importing..." : "Import data"}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          aria-label="Import file"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) importData.mutate(file);
          }}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The spreadsheet worker (docs/xlsx.md): exceljs reads and writes workbooks here (xlsx-book.ts), so a 2,000-row file
 * never blocks the page. Created on first use (src/lib/xlsx/xlsx-client.ts), so exceljs loads only with an import or
 * an export and never weighs on the page's own bundles.
 */
import { expose } from 'comlink';
import { xlsxApi } from './xlsx-book';

expose(xlsxApi);

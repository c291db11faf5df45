import { createFileRoute } from '@tanstack/react-router';
import { BooksPage } from '@/features/finance/books/BooksPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/JZGL')({ component: BooksPage });

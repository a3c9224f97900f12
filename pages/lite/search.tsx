import type { PageConfig } from 'next';
import { LiteListPage, listPageProps } from '@/components/lite/LiteListPage';

/** Lite pages send no scripts (decision 047). */
export const config: PageConfig = { unstable_runtimeJS: false };

/** The search page's Lite copy. */
export const getServerSideProps = listPageProps('search');

export default LiteListPage;

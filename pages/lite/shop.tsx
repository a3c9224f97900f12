import type { PageConfig } from 'next';
import { LiteListPage, listPageProps } from '@/components/lite/LiteListPage';

/** Lite pages send no scripts (decision 047). */
export const config: PageConfig = { unstable_runtimeJS: false };

/** The shop's Lite copy. */
export const getServerSideProps = listPageProps('shop');

export default LiteListPage;

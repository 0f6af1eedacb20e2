import { topLevelPageRoute } from '@/routes/top-level-page-route';

export const revalidate = 300;

const route = topLevelPageRoute('mediaAndPress');
export const generateMetadata = route.generateMetadata;
export default route.Page;

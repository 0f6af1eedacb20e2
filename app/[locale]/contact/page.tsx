import { topLevelPageRoute } from '@/components/page/top-level-page';

export const revalidate = 300;

const route = topLevelPageRoute('contact');
export const generateMetadata = route.generateMetadata;
export default route.TopLevelPage;

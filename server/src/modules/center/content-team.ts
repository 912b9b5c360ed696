/** How staff answers and seeded content are signed towards the public. */
export const CONTENT_TEAM_NAME = '법률구조 플랫폼 운영팀';

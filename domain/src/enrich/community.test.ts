import {
  canPostToFeed,
  canReactToPosts,
  cleanText,
  linkParts,
  LINK_INVALID,
  POST_EMPTY,
  POST_TOO_LONG,
  PROFILE_CONTACT_REQUIRED,
  PROFILE_SUBJECTS_TOO_MANY,
  sharesSubject,
  validateConsultantProfile,
  validatePost,
} from './community';

describe('community rules (docs/decisions/0034)', () => {
  it('should let consultants and admins post and students react', () => {
    expect(['user', 'subject_consultant', 'coordinator', 'admin'].map(canPostToFeed)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(['user', 'subject_consultant', 'coordinator', 'admin'].map(canReactToPosts)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('should store plain text: tags and control characters out, line ends unified', () => {
    expect(cleanText(' <b>Hi</b>\r\nthere\u0007 <script>x</script> ')).toBe('Hi\nthere x');
  });

  it('should check a post after cleaning, and only http(s) links', () => {
    expect(validatePost({ body: '<p></p>' })).toBe(POST_EMPTY);
    expect(validatePost({ body: `<b>${'x'.repeat(500)}</b>` })).toBeNull();
    expect(validatePost({ body: 'x'.repeat(501) })).toBe(POST_TOO_LONG);
    expect(validatePost({ body: 'ok', link: 'javascript:alert(1)' })).toBe(LINK_INVALID);
    expect(validatePost({ body: 'ok', link: 'https://uni.example/a?b=c' })).toBeNull();
    expect(validatePost({ body: 'ok', link: '' })).toBeNull();
  });

  it('should check a consultant profile', () => {
    const ok = { headline: 'Mentor', bio: '', subjects: ['Physics'], contact: 'Room 4' };
    expect(validateConsultantProfile(ok)).toBeNull();
    expect(validateConsultantProfile({ ...ok, contact: '<b></b>' })).toBe(PROFILE_CONTACT_REQUIRED);
    expect(validateConsultantProfile({ ...ok, subjects: Array(9).fill('Physics') })).toBe(
      PROFILE_SUBJECTS_TOO_MANY,
    );
  });

  it('should match subjects without case', () => {
    expect(sharesSubject(['Physics', 'Law'], ['physics '])).toBe(true);
    expect(sharesSubject(['Law'], ['Physics'])).toBe(false);
  });

  it('should split links out of text, leaving trailing punctuation as text', () => {
    expect(linkParts('See https://uni.example/open. Or http://a.example/x?y=1!')).toEqual([
      { text: 'See ' },
      { text: 'https://uni.example/open', href: 'https://uni.example/open' },
      { text: '. Or ' },
      { text: 'http://a.example/x?y=1', href: 'http://a.example/x?y=1' },
      { text: '!' },
    ]);
    expect(linkParts('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)' }]);
  });
});

describe('feed links', () => {
  it.each([
    ['https://uni.example/a?b=c#d', true],
    ['http://localhost:3000/x', true],
    ['HTTPS://UNI.EXAMPLE', true],
    ['javascript:alert(1)', false],
    ['https://uni.example/"onmouseover="x', false],
    ['https:// uni.example', false],
    ['ftp://files.example', false],
    ['//uni.example', false],
  ])('should judge %s', (link, valid) => {
    expect(validatePost({ body: 'ok', link }) === null).toBe(valid);
  });
});
